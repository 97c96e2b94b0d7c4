import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { INVOICE_MESSAGES, type TQuote } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { confirmOpenCopy } from '@/ui/line-items/components/confirm-open-copy';
import { useCreateInvoiceFromQuote } from '../api/create-invoice-from-quote';
import { FormActions } from '@/ui/form-actions';

export type CreateInvoiceFromQuoteProps = {
  /** The quote the invoice is made from (its client, job and client PO go with it). */
  quote: Pick<TQuote, 'id' | 'name' | 'quote_number'>;
};

type TValues = { name: string; description: string; fullQuote: boolean };

/**
 * The quote page's Create Invoice (spec 2 "Quote detail" and "Invoice detail"): a dialog asks
 * the name and description, and whether the whole quote is invoiced (every item not yet
 * invoiced becomes a line); then the user is asked whether to go to the new invoice.
 */
export function CreateInvoiceFromQuote({ quote }: CreateInvoiceFromQuoteProps) {
  const navigate = useNavigate();
  const create = useCreateInvoiceFromQuote();
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState<TValues>({ name: quote.name, description: '', fullQuote: true });
  const [errors, setErrors] = useState<TFieldErrors>({});

  const open = () => {
    setValues({ name: quote.name, description: '', fullQuote: true });
    setErrors({});
    setOpened(true);
  };
  const close = () => {
    if (!create.isPending) setOpened(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZInvoiceFromQuoteSchema, {
      quote_id: quote.id,
      name: values.name,
      description: values.description.trim() || null,
      full_quote: values.fullQuote,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const invoice = await create.mutateAsync(checked.data);
      setOpened(false);
      notifySuccess(INVOICE_MESSAGES.added(invoice.name));
      const go = await confirmOpenCopy(`Invoice ${invoice.invoice_number} “${invoice.name}” has been created. Go to the invoice?`, 'Invoice created', 'Go to invoice');
      if (go) await navigate(`/invoices/${invoice.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileInvoice size={16} stroke={1.6} />} onClick={open}>
        Create Invoice
      </Button>
      <Modal opened={opened} onClose={close} title="CREATE INVOICE" size={560} closeOnClickOutside={false}>
        <form onSubmit={onSubmit} noValidate aria-label="Create invoice from quote">
          <Stack gap="md">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              From quote {quote.quote_number} · {quote.name}
            </Text>
            <TextInput
              label="Invoice name"
              withAsterisk
              data-autofocus
              maxLength={255}
              value={values.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setValues((v) => ({ ...v, name }));
                setErrors((er) => ({ ...er, name: undefined }));
              }}
              error={errors.name ?? errors.quote_id}
            />
            <AutoTextarea
              label="Description"
              minRows={3}
              maxRows={8}
              value={values.description}
              onChange={(e) => {
                const description = e.currentTarget.value;
                setValues((v) => ({ ...v, description }));
              }}
              error={errors.description}
            />
            <Checkbox
              label="Invoice the whole quote"
              description="Every item of the quote not yet invoiced becomes a line of the invoice. Leave it off to start an empty invoice and move items in from RELATED QUOTES."
              checked={values.fullQuote}
              onChange={(e) => {
                const fullQuote = e.currentTarget.checked;
                setValues((v) => ({ ...v, fullQuote }));
              }}
            />
            <FormActions onCancel={close} pending={create.isPending} submitLabel="Create Invoice" />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
