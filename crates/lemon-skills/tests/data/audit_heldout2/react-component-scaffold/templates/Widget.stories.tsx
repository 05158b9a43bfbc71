import type { Meta, StoryObj } from '@storybook/react'
import { Widget } from './Widget'

const meta: Meta<typeof Widget> = { component: Widget }
export default meta
export const Default: StoryObj<typeof Widget> = { args: { label: 'Save' } }
