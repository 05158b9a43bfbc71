-- top N rows per group
SELECT * FROM (
  SELECT t.*, row_number() OVER (PARTITION BY grp ORDER BY score DESC) AS rn FROM t
) s WHERE rn <= 3;
