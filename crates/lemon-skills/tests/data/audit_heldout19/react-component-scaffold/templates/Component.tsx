import React from 'react';

export interface NameProps { label: string; onClick?: () => void }

export function Name({ label, onClick }: NameProps) {
  return <button type="button" onClick={onClick}>{label}</button>;
}
