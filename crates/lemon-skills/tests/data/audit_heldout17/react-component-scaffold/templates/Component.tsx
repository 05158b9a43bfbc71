import React from "react";

export interface __NAME__Props {
  children?: React.ReactNode;
  variant?: "primary" | "secondary";
}

export function __NAME__({ children, variant = "primary" }: __NAME__Props) {
  return <div className={`__name__ __name__--${variant}`}>{children}</div>;
}
