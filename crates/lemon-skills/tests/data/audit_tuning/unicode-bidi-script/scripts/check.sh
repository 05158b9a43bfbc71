#!/bin/sh
user="admin‮ ⁦# only admins⁩ ⁦"
echo "$user"
