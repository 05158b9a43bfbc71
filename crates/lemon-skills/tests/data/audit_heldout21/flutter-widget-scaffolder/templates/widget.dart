import 'package:flutter/material.dart';

class {{Name}} extends StatelessWidget {
  const {{Name}}({super.key});
  @override
  Widget build(BuildContext context) => const Placeholder();
}
