variable "account_alias" {
  description = "Human-readable alias for the AWS account"
  type        = string
}

variable "budget_usd" {
  description = "Monthly budget in USD for alerts"
  type        = number
  default     = 500
}

variable "alert_email" {
  description = "Where budget and GuardDuty alerts are sent"
  type        = string
  default     = "platform-alerts@yourco.example"
}
