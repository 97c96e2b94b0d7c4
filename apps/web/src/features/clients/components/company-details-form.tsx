import { useState, type FormEvent } from 'react';
import { Button, Group } from '@mantine/core';

import { validateForm, type TFieldErrors } from '@/lib/validate';
import { SectionPanel } from '@/ui/section-panel';
import type { TClientDetail } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { companyFormValues, companyInput, type TCompanyFormValues, type TCompanyKind } from './company-form';
import { CompanyFormFields } from './company-form-fields';
import { clearFieldErrors, serverFieldErrors } from './server-field-errors';

export type CompanyDetailsFormProps = { company: TClientDetail; kind: TCompanyKind };

/**
 * The company's fields with Save (the name is edited in the header). The form keeps its own
 * copy, so a refresh of the page (a contact added) never overwrites unsaved edits.
 */
export function CompanyDetailsForm({ company, kind }: CompanyDetailsFormProps) {
  const update = useUpdateClient(company.id, kind === 'client' ? 'Client updated' : 'Supplier updated');
  const [values, setValues] = useState<TCompanyFormValues>(() => companyFormValues(company));
  const [errors, setErrors] = useState<TFieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const { name: _name, ...fields } = companyInput(values, kind);
    const checked = await validateForm((s) => s.ZClientUpdateSchema, fields);
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const saved = await update.mutateAsync(checked.data);
      setValues(companyFormValues(saved));
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <SectionPanel title="DETAILS" id="company-details">
      <form onSubmit={onSubmit} noValidate aria-label={`${kind === 'client' ? 'Client' : 'Supplier'} details`}>
        <CompanyFormFields
          kind={kind}
          values={values}
          errors={errors}
          currentManager={company.manager}
          withName={false}
          layout="page"
          onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            setErrors((e) => clearFieldErrors(e, Object.keys(patch)));
          }}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </SectionPanel>
  );
}
