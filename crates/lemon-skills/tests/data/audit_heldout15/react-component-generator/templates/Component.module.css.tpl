.root {
  display: block;
}
