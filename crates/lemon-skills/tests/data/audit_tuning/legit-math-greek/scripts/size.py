# n = (Z_α/2 + Z_β)**2
alpha = 0.05  # α
print(f'Z_α = {alpha}')
