import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import prettier from "eslint-config-prettier";

export default tseslint.config(
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { react }, rules: { "react/jsx-key": "error" } },
  prettier,
  { ignores: ["dist/", "coverage/"] },
);
