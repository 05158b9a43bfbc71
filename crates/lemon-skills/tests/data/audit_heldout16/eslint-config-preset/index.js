import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importPlugin from "eslint-plugin-import";
import security from "eslint-plugin-security";
import prettier from "eslint-config-prettier";

export default tseslint.config(
  ...tseslint.configs.recommendedTypeChecked,
  security.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks, import: importPlugin },
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import/order": ["error", { alphabetize: { order: "asc" }, "newlines-between": "always" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  prettier,
);
