import { useState, type FormEvent } from 'react';
import { Modal, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';

import { validateForm, type TFieldErrors } from '@/lib/validate';
import { useCreateClient } from '../api/create-client';
import { companyInput, EMPTY_COMPANY, type TCompanyFormValues, type TCompanyKind } from './company-form';
import { CompanyFormFields } from './company-form-fields';
import { clearFieldErrors, serverFieldErrors } from './server-field-errors';
import { FormActions } from '@/ui/form-actions';

export type AddCompanyModalProps = {
  kind: TCompanyKind;
  opened: boolean;
  onClose: () => void;
};

/** ADD CLIENT / ADD SUPPLIER (560): then the new company's page opens (spec 2 section 2). */
export function AddCompanyModal({ kind, opened, onClose }: AddCompanyModalProps) {
  const navigate = useNavigate();
  const create = useCreateClient();
  const [values, setValues] = useState<TCompanyFormValues>(EMPTY_COMPANY);
  const [errors, setErrors] = useState<TFieldErrors>({});

  const close = () => {
    if (create.isPending) return;
    setValues(EMPTY_COMPANY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZClientInputSchema, companyInput(values, kind));
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const company = await create.mutateAsync(checked.data);
      setValues(EMPTY_COMPANY);
      onClose();
      await navigate(`/${kind}s/${company.id}`);
    } catch (error) {
      // The API client has shown the toast; 422 messages also go under their fields.
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={kind === 'client' ? 'ADD CLIENT' : 'ADD SUPPLIER'} size={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <CompanyFormFields
            kind={kind}
            values={values}
            errors={errors}
            onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            setErrors((e) => clearFieldErrors(e, Object.keys(patch)));
          }}
            autoFocus
          />
          <FormActions onCancel={close} pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
