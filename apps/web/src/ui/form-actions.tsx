import { Button, Group, type MantineSpacing } from '@mantine/core';

type FormActionsProps = {
  /** Closes the form without saving. */
  onCancel: () => void;
  /** The save is under way: the submit button spins and Cancel waits for it. */
  pending?: boolean;
  /** The submit button's label (default Save). */
  submitLabel?: string;
  /** Cancel's label: Close for a form that cannot be saved. */
  cancelLabel?: string;
  /** Without a submit button (a read-only form: Cancel or Close alone). */
  noSubmit?: boolean;
  mt?: MantineSpacing;
};

/**
 * The foot of every dialog's form (UI.md: actions at the bottom right, the primary last):
 * Cancel, then the form's submit button.
 */
export function FormActions({ onCancel, pending = false, submitLabel = 'Save', cancelLabel = 'Cancel', noSubmit = false, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="xs" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      {noSubmit ? null : (
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
