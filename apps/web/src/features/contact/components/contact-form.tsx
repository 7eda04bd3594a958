import { SendOutlined } from '@ant-design/icons';
import type { RequirementBody } from '@robot/contracts';
import { Limits } from '@robot/contracts/client';
import { Button, Form, Input, Segmented, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useCreateRequirement } from '../api/create-requirement.ts';
import { contactRules, type RequirementType } from '../contact-rules.ts';

export interface ContactFormValues {
  type: RequirementType;
  name: string;
  companyName?: string;
  mobile?: string;
  email?: string;
  requirement: string;
}

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

/** The message / business-cooperation form; server field errors appear beside their inputs. */
export function ContactForm({ initialType, onSent }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const [form] = Form.useForm<ContactFormValues>();
  const type = Form.useWatch('type', form) ?? initialType;
  const mutation = useCreateRequirement({ inline: fieldErrorsIn(form) });
  const isMobile = useIsMobile();
  const rules = contactRules(t, type);
  // The company name is required for cooperation only: after a switch, re-check a shown error
  // against the new rules (they apply once this render has committed).
  useEffect(() => {
    if (form.getFieldError('companyName').length > 0) {
      void form.validateFields(['companyName']).catch(() => undefined);
    }
  }, [type, form]);
  const optional = (label: string, isOptional: boolean) =>
    isOptional ? (
      <>
        {label}
        <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
          {t('form.optional')}
        </Typography.Text>
      </>
    ) : (
      label
    );

  const onFinish = (values: ContactFormValues) => {
    mutation.mutate(toBody(values), {
      onSuccess: () => onSent(values.type),
    });
  };

  return (
    <Form<ContactFormValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      initialValues={{ type: initialType }}
      onFinish={onFinish}
    >
      <Form.Item name="type" label={t('type.label')}>
        <Segmented<RequirementType>
          block
          // Two long English labels do not fit side by side on a phone.
          orientation={isMobile ? 'vertical' : 'horizontal'}
          options={[
            { value: 'message', label: t('type.message') },
            { value: 'cooperation', label: t('type.cooperation') },
          ]}
        />
      </Form.Item>
      <div className="rs-contact__pair">
        <Form.Item name="name" label={t('form.name')} rules={rules.name}>
          <Input autoComplete="name" placeholder={t('form.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={optional(t('form.companyName'), type !== 'cooperation')}
          rules={rules.companyName}
          required={type === 'cooperation'}
        >
          <Input autoComplete="organization" placeholder={t('form.companyNamePlaceholder')} />
        </Form.Item>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('form.contactHint')}
      </Typography.Paragraph>
      <div className="rs-contact__pair">
        <Form.Item
          name="mobile"
          label={t('form.mobile')}
          rules={rules.mobile}
          dependencies={['email']}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('form.mobilePlaceholder')}
          />
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} />
        </Form.Item>
      </div>
      <Form.Item
        name="requirement"
        label={t(
          type === 'cooperation' ? 'form.cooperationRequirement' : 'form.messageRequirement',
        )}
        rules={rules.requirement}
        // Room for the character counter under the text area.
        style={{ marginBottom: 40 }}
      >
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 12 }}
          count={{ show: true, max: Limits.requirement.max }}
          placeholder={t(
            type === 'cooperation' ? 'form.cooperationPlaceholder' : 'form.messagePlaceholder',
          )}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined aria-hidden />}
        loading={mutation.isPending}
        block
      >
        {t(type === 'cooperation' ? 'form.submitCooperation' : 'form.submitMessage')}
      </Button>
    </Form>
  );
}
