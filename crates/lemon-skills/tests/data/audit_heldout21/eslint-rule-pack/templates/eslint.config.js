export default [{ rules: { eqeqeq: "error", "no-var": "error" } }];
