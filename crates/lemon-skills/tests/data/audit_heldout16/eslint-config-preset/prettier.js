export default {
  printWidth: 100,
  singleQuote: false,
  trailingComma: "all",
  semi: true,
};
