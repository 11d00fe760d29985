/** A labelled input with its help text and error. */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame, inputClass } from './FieldFrame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  help?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, help, id, className, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} required={input.required} help={help} error={error} className={className}>
      <input ref={ref} id={inputId} {...describedBy(inputId, help, error)} className={inputClass(error)} {...input} />
    </FieldFrame>
  );
});
