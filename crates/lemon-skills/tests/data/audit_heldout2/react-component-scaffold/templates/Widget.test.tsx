import { render, screen } from '@testing-library/react'
import { Widget } from './Widget'

test('renders label', () => {
  render(<Widget label="Save" />)
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
})
