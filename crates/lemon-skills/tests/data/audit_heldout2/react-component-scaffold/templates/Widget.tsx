export interface WidgetProps {
  label: string
  onClick?: () => void
}

export function Widget({ label, onClick }: WidgetProps) {
  return <button type="button" onClick={onClick}>{label}</button>
}
