export function {{Name}}() {
  return <div className="{{kebab}}" />;
}
