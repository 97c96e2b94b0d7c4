import { useState, type FormEvent } from 'react';
import { ColorSwatch, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { USER_TYPE_COLORS } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { USER_TYPE_COLOR_STYLES, userTypeColor } from '@/ui/user-type-badge';
import type { TUserType } from '../api/get-user-types';
import { useSaveUserType } from '../api/save-user-type';
import { FormActions } from '@/ui/form-actions';

const COLOR_OPTIONS = USER_TYPE_COLORS.map((value) => ({ value, label: USER_TYPE_COLOR_STYLES[value].label }));

function Swatch({ colorClass }: { colorClass: string }) {
  return <ColorSwatch size={14} color={`var(--mantine-color-${userTypeColor(colorClass)}-6)`} withShadow={false} aria-hidden />;
}

type FormProps = { userType: TUserType | null; onClose: () => void };

function UserTypeForm({ userType, onClose }: FormProps) {
  const save = useSaveUserType();
  const [title, setTitle] = useState(userType?.title ?? '');
  const [color, setColor] = useState<string>(userType?.color_class ?? 'default');
  const [errors, setErrors] = useState<TFieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = await validateForm((s) => s.ZUserTypeInputSchema, { title, color_class: color });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      await save.mutateAsync({ ...checked.data, id: userType?.id });
      notifySuccess('User type updated');
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          data-autofocus
          maxLength={128}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <Select
          label="Color"
          data={COLOR_OPTIONS}
          value={color}
          onChange={(value) => setColor(value ?? 'default')}
          allowDeselect={false}
          leftSection={<Swatch colorClass={color} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <Swatch colorClass={option.value} />
              <Text size="sm">{option.label}</Text>
            </Group>
          )}
          error={errors.color_class}
        />
        <FormActions onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}

export type UserTypeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The type to edit; null adds one. */
  userType: TUserType | null;
};

/** Add or edit a user type (400): title and colour. */
export function UserTypeModal({ opened, onClose, userType }: UserTypeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={userType ? 'EDIT USER TYPE' : 'NEW USER TYPE'} size={400}>
      <UserTypeForm key={userType?.id ?? 'new'} userType={userType} onClose={onClose} />
    </Modal>
  );
}
