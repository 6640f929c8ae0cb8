import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_REQUIRED_FIELDS,
  DEFAULT_SERVICE_TYPE,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '#shared/contact';
import { ApiError } from '../../../../lib/api';
import { fieldErrorsOf } from '../../../../lib/field-errors';
import { Button } from '../../../../ui/button';
import { FormField } from '../../../../ui/form-field';
import { Input } from '../../../../ui/input';
import { VocabularySelect } from '../../../../ui/native-select';
import { Textarea } from '../../../../ui/textarea';
import { toast } from '../../../../ui/use-toast';
import { useSendContactMessage } from '../../api/send-contact-message';

const EMPTY_FORM = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
  serviceType: DEFAULT_SERVICE_TYPE as string,
};

type ContactFormValues = typeof EMPTY_FORM;
type FieldName = keyof ContactFormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

function failureToast(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    toast({ title: 'Too many messages', description: error.message, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Error',
    description: 'Your message could not be sent. Please try again.',
    variant: 'destructive',
  });
}

export function ContactForm() {
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactMessage();

  /** Props that bind one control to its value and clear its error while the visitor types. */
  function bind(field: FieldName) {
    return {
      name: field,
      value: values[field],
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod) load on the first submit, not with the page: evaluating zod was the
    // longest task of the contact page's first load.
    const { contactMessageSchema } = await import('#shared/contact-schema');
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      if (CONTACT_REQUIRED_FIELDS.some((field) => !values[field].trim())) {
        toast({
          title: 'Missing Information',
          description: 'Please fill in all required fields.',
          variant: 'destructive',
        });
      }
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'Message Sent Successfully!',
          description: "We'll get back to you within 24 hours.",
        });
        setValues(EMPTY_FORM);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) {
          setErrors(error.fields);
          return;
        }
        failureToast(error);
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Send us a message" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...bind('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField label="Company" error={errors.company}>
          <Input
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            {...bind('company')}
          />
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            {...bind('phone')}
          />
        </FormField>
        <FormField label="Subject" error={errors.subject}>
          <Input maxLength={CONTACT_LIMITS.subject} {...bind('subject')} />
        </FormField>
        <FormField label="Service Type" error={errors.serviceType}>
          <VocabularySelect
            values={SERVICE_TYPES}
            labels={SERVICE_TYPE_LABELS}
            {...bind('serviceType')}
          />
        </FormField>
      </div>
      <FormField label="Message" required error={errors.message}>
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder="How can we help?"
          {...bind('message')}
        />
      </FormField>
      <Button type="submit" size="lg" variant="accent" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
