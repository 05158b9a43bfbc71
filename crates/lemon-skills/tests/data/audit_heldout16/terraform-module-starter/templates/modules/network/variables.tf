variable "name" {
  type        = string
  description = "Name prefix for all resources"
}

variable "cidr" {
  type        = string
  description = "VPC CIDR block"
}

variable "azs" {
  type        = list(string)
  description = "Availability zones for private subnets"
}

variable "lb_security_group_id" {
  type        = string
  description = "Security group of the load balancer allowed to reach the app"
}

variable "tags" {
  type    = map(string)
  default = {}
}
