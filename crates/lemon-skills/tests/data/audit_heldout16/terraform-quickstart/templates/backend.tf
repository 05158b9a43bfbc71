terraform {
  backend "s3" {
    bucket         = "REPLACE-state-bucket"
    key            = "infra/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "REPLACE-lock-table"
    encrypt        = true
  }
}
