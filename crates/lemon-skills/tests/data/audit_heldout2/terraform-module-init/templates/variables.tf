variable "name" {
  type        = string
  description = "Name prefix for resources."
}
