import { useRef, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { DeleteOutlined, FileDoneOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationDocumentType } from '@clearlot/contract/rules/applications';
import { acceptAttribute, typeRefusal, uploadProblem } from '@clearlot/contract/rules/upload';
import { ErrorCatalogue } from '@clearlot/contract';
import type { ApplicationDocument } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { applicationKeys, useRemoveDocument } from '../api/applications';
import { DocumentUploadFailed, uploadApplicationDocument } from '../api/uploadDocument';
import { documentName, fileSize } from '../model/display';

interface DocumentFieldProps {
  draftToken: string;
  docType: ApplicationDocumentType;
  document: ApplicationDocument | undefined;
  disabled?: boolean;
  /** shown when the form was submitted without this document */
  missing?: boolean;
}

/** One required document of the application: JPG, PNG or PDF up to 10 MB, checked here by name and size and by the server by its bytes. */
export function DocumentField({ draftToken, docType, document, disabled, missing }: DocumentFieldProps) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const remove = useRemoveDocument(draftToken);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    const problem = uploadProblem({ name: file.name, size: file.size }, 'document');
    if (problem) {
      setFailure(ErrorCatalogue[problem === 'uploadPhotoType' ? typeRefusal('document') : problem][language]);
      return;
    }
    setUploading(true);
    try {
      await uploadApplicationDocument(draftToken, docType, file);
      await client.invalidateQueries({ queryKey: applicationKeys.draft(draftToken) });
    } catch (error) {
      setFailure(error instanceof DocumentUploadFailed ? error.message : String(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const label = documentName(docType, language);
  return (
    <div className="application-document" data-testid={`apply-doc-${docType}`}>
      <Typography.Text strong>
        <span className="application-document__required" aria-hidden>
          *
        </span>
        {label}
      </Typography.Text>
      <div className="application-document__row">
        {document ? (
          <Space wrap>
            <FileDoneOutlined aria-hidden />
            <Typography.Text data-testid={`apply-doc-${docType}-name`}>{document.fileName}</Typography.Text>
            <Typography.Text type="secondary">{fileSize(document.byteSize)}</Typography.Text>
            {!disabled && (
              <Button size="small" icon={<DeleteOutlined />} loading={remove.isPending} onClick={() => remove.mutate(docType)} aria-label={t('documents.remove', { name: label })}>
                {t('documents.remove', { name: '' })}
              </Button>
            )}
          </Space>
        ) : (
          <Typography.Text type={missing ? 'danger' : 'secondary'}>{missing ? t('documents.missing') : t('documents.none')}</Typography.Text>
        )}
        {!disabled && (
          <>
            <input
              ref={input}
              type="file"
              accept={acceptAttribute('document')}
              style={{ display: 'none' }}
              onChange={(event) => void choose(event.target.files?.[0])}
              data-testid={`apply-doc-${docType}-input`}
              aria-label={label}
            />
            <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
              {document ? t('documents.replace') : t('documents.upload')}
            </Button>
          </>
        )}
      </div>
      <Typography.Text type="secondary" className="application-document__hint">
        {t('documents.hint')}
      </Typography.Text>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} data-testid={`apply-doc-${docType}-error`} />}
    </div>
  );
}
