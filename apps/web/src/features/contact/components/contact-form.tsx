import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import type { RequirementBody } from '@robot/contracts';
import { Limits } from '@robot/contracts/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, labelIdOf, TextField } from '../../../components/plain/field.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { PlainSegmented } from '../../../components/plain/segmented.tsx';
import { TextAreaField } from '../../../components/plain/text-area.tsx';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { usePlainForm } from '../../../lib/forms/use-plain-form.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useCreateRequirement } from '../api/create-requirement.ts';
import type { RequirementType } from '../contact-rules.ts';
import { loadContactRules } from '../load-contact-rules.ts';

export interface ContactFormValues {
  type: RequirementType;
  name: string;
  companyName?: string;
  mobile?: string;
  email?: string;
  requirement: string;
}

type TextValues = Partial<Omit<ContactFormValues, 'type'>>;

const orUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

const toBody = (v: ContactFormValues): RequirementBody => ({
  type: v.type,
  name: v.name.trim(),
  requirement: v.requirement.trim(),
  mobile: orUndefined(v.mobile),
  email: orUndefined(v.email),
  companyName: orUndefined(v.companyName),
});

interface ContactFormProps {
  initialType: RequirementType;
  onSent: (type: RequirementType) => void;
}

/**
 * The message / business-cooperation form; server field errors appear beside their inputs. Drawn
 * without antd (plain fields over usePlainForm): a field is checked at each change, as antd's Form
 * did, and on submit, which puts the focus on the first refused field.
 */
export function ContactForm({ initialType, onSent }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const [type, setType] = useState(initialType);
  const form = usePlainForm<TextValues>({
    name: 'contact',
    rules: () => loadContactRules(t, type),
    dependencies: { mobile: ['email'] },
    checkOn: 'change',
  });
  const mutation = useCreateRequirement({ inline: fieldErrorsIn(form) });
  const isMobile = useIsMobile();
  const cooperation = type === 'cooperation';
  // The company name is required for cooperation only: after a switch, re-check a shown error
  // against the new rules (this render's form reads them).
  useEffect(() => {
    if (form.getFieldError('companyName').length > 0) {
      void form.validateFields(['companyName']).catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a switch of the type only
  }, [type]);

  const onFinish = (values: TextValues) =>
    mutation.mutateAsync(toBody({ ...values, type } as ContactFormValues)).then(() => onSent(type));

  const text = (field: keyof TextValues) => ({
    ...form.input(field),
    errors: form.errorsOf(field),
    large: true,
  });

  return (
    <form className="rs-contact__form" noValidate onSubmit={(e) => void form.onSubmit(onFinish)(e)}>
      <Field id="contact_type" label={t('type.label')} large group>
        <PlainSegmented<RequirementType>
          aria-labelledby={labelIdOf('contact_type')}
          large
          block
          // Two long English labels do not fit side by side on a phone.
          vertical={isMobile}
          value={type}
          onChange={setType}
          options={[
            { value: 'message', label: t('type.message') },
            { value: 'cooperation', label: t('type.cooperation') },
          ]}
        />
      </Field>
      <div className="rs-contact__pair">
        <TextField
          {...text('name')}
          label={t('form.name')}
          required
          autoComplete="name"
          placeholder={t('form.namePlaceholder')}
        />
        <TextField
          {...text('companyName')}
          label={t('form.companyName')}
          required={cooperation}
          optional={cooperation ? undefined : t('form.optional')}
          autoComplete="organization"
          placeholder={t('form.companyNamePlaceholder')}
        />
      </div>
      <p className="rs-contact__hint">{t('form.contactHint')}</p>
      <div className="rs-contact__pair">
        <TextField
          {...text('mobile')}
          label={t('form.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('form.mobilePlaceholder')}
        />
        <TextField
          {...text('email')}
          label={t('form.email')}
          type="email"
          autoComplete="email"
          placeholder={t('form.emailPlaceholder')}
        />
      </div>
      <TextAreaField
        {...text('requirement')}
        label={t(cooperation ? 'form.cooperationRequirement' : 'form.messageRequirement')}
        required
        // Room for the character counter under the text area.
        fieldClassName="rs-contact__requirement"
        minRows={5}
        maxRows={12}
        maxCount={Limits.requirement.max}
        placeholder={t(cooperation ? 'form.cooperationPlaceholder' : 'form.messagePlaceholder')}
      />
      <PlainButton
        type="submit"
        variant="primary"
        size="large"
        block
        icon={<Icon icon={SendOutlined} />}
        loading={mutation.isPending}
      >
        {t(cooperation ? 'form.submitCooperation' : 'form.submitMessage')}
      </PlainButton>
    </form>
  );
}
