import { robotFormBody } from '@robot/contracts';
import { FieldReason, Limits, RobotType, RobotVisibility } from '@robot/contracts/client';
import { Col, Form, Input, Radio, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '../../../lib/forms/rules-from.ts';
import { useCategoriesStore } from '../../../stores/categories-store.ts';
import { AiWriteSlot } from './ai-write/ai-write-slot.tsx';
import { KnowledgeUploader } from './knowledge-uploader.tsx';
import { PortraitUploader } from './portrait-uploader.tsx';
import type { RobotFormValues } from './robot-form-values.ts';

/** Required fields are checked when the user leaves them, then again as they type to fix them. */
const trigger = ['onBlur', 'onChange'];

/**
 * The robot form's inputs (spec sections 3 and 5); the modal owns loading and submitting. `open`
 * says whether the modal is showing (closing it stops any AI writing); `onKnowledgeBusy` whether a
 * knowledge file is still being read.
 */
export function RobotFormFields({
  form,
  open,
  onTypeChange,
  onKnowledgeBusy,
}: {
  form: FormInstance<RobotFormValues>;
  open: boolean;
  onTypeChange: (type: number) => void;
  onKnowledgeBusy?: (busy: boolean) => void;
}) {
  const { t, i18n } = useTranslation('robotForm');
  const categories = useCategoriesStore((s) => s.robotCategories);
  const type = Form.useWatch('type', form);
  const visibility = Form.useWatch('robotVisibility', form);
  // A public knowledge robot answers anyone from its file: say so where the owner decides both.
  const knowledgeShown = type === RobotType.knowledge && visibility === RobotVisibility.public;
  const robotName = Form.useWatch('robotName', form) ?? '';

  const max = (n: number): Rule => ({ max: n, message: t('validation.maxLength', { max: n }) });
  /** The contract's rules for a field, worded as this form words them. */
  const fieldRules = (
    field: 'robotName' | 'keywords' | 'robotIntro' | 'robotGuideWords' | 'prompt',
  ) =>
    rulesFrom(robotFormBody.shape[field], t, {
      [FieldReason.required]: () => t(`validation.missing.${field}`),
      [FieldReason.tooLong]: 'validation.maxLength',
    });
  const counted = (n: number) => ({ show: true, max: n });

  return (
    <>
      <Form.Item
        name="headportraitUrl"
        label={t('fields.headportraitUrl')}
        rules={[{ required: true, message: t('validation.portraitRequired') }]}
      >
        <PortraitUploader robotName={robotName} />
      </Form.Item>
      <AiWriteSlot form={form} kind="name" open={open}>
        {(ai) => (
          <Form.Item
            name="robotName"
            label={t('fields.robotName')}
            validateTrigger={trigger}
            rules={fieldRules('robotName')}
          >
            <Input
              {...ai}
              placeholder={t('placeholders.robotName')}
              count={counted(Limits.robotName)}
            />
          </Form.Item>
        )}
      </AiWriteSlot>
      <Form.Item
        name="keywords"
        label={t('fields.keywords')}
        extra={t('hints.keywords')}
        validateTrigger={trigger}
        rules={fieldRules('keywords')}
      >
        <Input placeholder={t('placeholders.keywords')} count={counted(Limits.keywords)} />
      </Form.Item>
      <AiWriteSlot form={form} kind="intro" open={open}>
        {(ai) => (
          <Form.Item
            name="robotIntro"
            label={t('fields.robotIntro')}
            validateTrigger={trigger}
            rules={fieldRules('robotIntro')}
          >
            <Input.TextArea
              {...ai}
              placeholder={t('placeholders.robotIntro')}
              autoSize={{ minRows: 2, maxRows: 4 }}
              count={counted(Limits.robotIntro)}
            />
          </Form.Item>
        )}
      </AiWriteSlot>
      <AiWriteSlot form={form} kind="guidence" open={open}>
        {(ai) => (
          <Form.Item
            name="robotGuideWords"
            label={t('fields.robotGuideWords')}
            extra={t('hints.robotGuideWords')}
            validateTrigger={trigger}
            rules={fieldRules('robotGuideWords')}
          >
            <Input.TextArea
              {...ai}
              placeholder={t('placeholders.robotGuideWords')}
              autoSize={{ minRows: 3, maxRows: 6 }}
              count={counted(Limits.robotGuideWords)}
            />
          </Form.Item>
        )}
      </AiWriteSlot>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="robotCatagory" label={t('fields.robotCatagory')}>
            <Select
              placeholder={t('placeholders.robotCatagory')}
              options={categories.map((c) => ({
                value: c.id,
                label: i18n.language === 'en-US' ? c.nameEn : c.nameZh,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="robotVisibility"
            label={t('fields.robotVisibility')}
            extra={knowledgeShown ? t('hints.publicKnowledge') : undefined}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: RobotVisibility.public, label: t('visibility.public') },
                { value: RobotVisibility.private, label: t('visibility.private') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="type"
        label={t('fields.type')}
        extra={type === RobotType.knowledge ? t('typeHint.knowledge') : t('typeHint.plain')}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          onChange={(e) => onTypeChange(e.target.value as number)}
          options={[
            { value: RobotType.plain, label: t('type.plain') },
            { value: RobotType.knowledge, label: t('type.knowledge') },
          ]}
        />
      </Form.Item>
      {type === RobotType.knowledge ? (
        <>
          <Form.Item label={t('fields.knowledgeFile')} extra={t('hints.knowledgeFile')}>
            <KnowledgeUploader
              onBusyChange={onKnowledgeBusy}
              onText={(text) => {
                form.setFieldValue('knowledgeBase', text);
                void form.validateFields(['knowledgeBase']).catch(() => undefined);
              }}
            />
          </Form.Item>
          <Form.Item
            name="knowledgeBase"
            label={t('fields.knowledgeBase')}
            validateTrigger={trigger}
            rules={[max(Limits.knowledgeBaseText)]}
          >
            <Input.TextArea
              placeholder={t('placeholders.knowledgeBase')}
              autoSize={{ minRows: 4, maxRows: 10 }}
              count={counted(Limits.knowledgeBaseText)}
            />
          </Form.Item>
        </>
      ) : null}
      <AiWriteSlot form={form} kind="prompt" open={open}>
        {(ai) => (
          <Form.Item
            name="prompt"
            label={t('fields.prompt')}
            extra={t('hints.prompt')}
            validateTrigger={trigger}
            rules={fieldRules('prompt')}
          >
            <Input.TextArea
              {...ai}
              placeholder={t('placeholders.prompt')}
              autoSize={{ minRows: 4, maxRows: 12 }}
              count={counted(Limits.prompt)}
            />
          </Form.Item>
        )}
      </AiWriteSlot>
    </>
  );
}
