import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Input } from '@/components/ui/input';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels the control and links the hint and error to it', () => {
    render(
      <FormField
        id="email"
        label="Email"
        hint="We never share it."
        error="Please enter a valid email address."
      >
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address. We never share it.');
  });

  it('is not marked invalid without an error', () => {
    render(
      <FormField id="name" label="Name">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});
