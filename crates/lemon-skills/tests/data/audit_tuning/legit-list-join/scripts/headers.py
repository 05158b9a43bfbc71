cols = ['id', 'name', 'price']
print(', '.join(cols))
sep = ';'.join(['a', 'b'])
