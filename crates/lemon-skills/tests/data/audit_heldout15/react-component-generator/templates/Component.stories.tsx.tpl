import type { Meta, StoryObj } from '@storybook/react';
import { __NAME__ } from './__NAME__';

const meta: Meta<typeof __NAME__> = { component: __NAME__ };
export default meta;
export const Default: StoryObj<typeof __NAME__> = { args: {} };
