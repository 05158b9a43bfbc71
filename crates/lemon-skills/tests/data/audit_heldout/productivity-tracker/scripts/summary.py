print('No sessions recorded yet.')
