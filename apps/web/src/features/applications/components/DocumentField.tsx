import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationDocumentType } from '@clearlot/contract/rules/applications';
import { acceptAttribute, typeRefusal, uploadProblem } from '@clearlot/contract/rules/upload';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import type { ApplicationDocument } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { FileDrop } from '../../../shared/ui/kit/FileDrop';
import { Text } from '../../../shared/ui/kit/Text';
import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';
import { FileDoneOutlined } from '../../../shared/ui/kit/icons/FileDoneOutlined';
import { UploadOutlined } from '../../../shared/ui/kit/icons/UploadOutlined';
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

/**
 * One required document of the application: JPG, PNG or PDF up to 10 MB, chosen in the picker or
 * dropped on its zone, checked here by name and size and by the server by its bytes; a refused file
 * is named with the reason.
 */
export function DocumentField({ draftToken, docType, document, disabled, missing }: DocumentFieldProps) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const client = useQueryClient();
  const remove = useRemoveDocument(draftToken);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();

  const choose = async (files: File[]) => {
    setFailure(null);
    const [file] = files;
    if (!file) return;
    if (files.length > 1) {
      setFailure(ErrorCatalogue.uploadOneFileOnly[language]);
      return;
    }
    const problem = uploadProblem({ name: file.name, size: file.size }, 'document');
    if (problem) {
      setFailure(`${file.name}: ${ErrorCatalogue[problem === 'uploadPhotoType' ? typeRefusal('document') : problem][language]}`);
      return;
    }
    setUploading(true);
    try {
      await uploadApplicationDocument(draftToken, docType, file);
      await client.invalidateQueries({ queryKey: applicationKeys.draft(draftToken) });
    } catch (error) {
      setFailure(`${file.name}: ${error instanceof DocumentUploadFailed ? error.message : String(error)}`);
    } finally {
      setUploading(false);
    }
  };

  const label = documentName(docType, language);
  return (
    <div className="application-document" data-testid={`apply-doc-${docType}`}>
      <Text strong className="application-document__name">
        <span className="application-document__required" aria-hidden>
          *
        </span>
        {label}
      </Text>
      <div className="application-document__row">
        {document ? (
          <div className="application-document__file">
            <FileDoneOutlined aria-hidden className="application-document__icon" />
            <span className="application-document__file-name" data-testid={`apply-doc-${docType}-name`}>
              {document.fileName}
            </span>
            <Text tone="secondary">{fileSize(document.byteSize)}</Text>
            {!disabled && (
              <Button size="small" icon={<DeleteOutlined />} loading={remove.isPending} onClick={() => remove.mutate(docType)} aria-label={t('documents.remove', { name: label })}>
                {t('documents.removeShort')}
              </Button>
            )}
          </div>
        ) : (
          <Text tone={missing ? 'danger' : 'secondary'} role={missing ? 'alert' : undefined}>
            {missing ? t('documents.missing') : t('documents.none')}
          </Text>
        )}
      </div>
      {!disabled && (
        <FileDrop
          accept={acceptAttribute('document')}
          busy={uploading}
          onFiles={(files) => void choose(files)}
          className="application-document__drop"
          aria-label={t(document ? 'documents.replaceLabel' : 'documents.uploadLabel', { name: label })}
          aria-describedby={hintId}
          inputTestId={`apply-doc-${docType}-input`}
          data-testid={`apply-doc-${docType}-drop`}
        >
          <span className="application-document__drop-text">
            {uploading ? null : <UploadOutlined aria-hidden />}
            {document ? t('documents.replace') : t('documents.upload')}
          </span>
          <span className="application-document__drop-hint">{t('documents.dropHint')}</span>
        </FileDrop>
      )}
      <Text tone="secondary" small id={hintId} className="application-document__hint">
        {t('documents.hint')}
      </Text>
      {failure && <Alert type="error" title={failure} className="application-document__failure" data-testid={`apply-doc-${docType}-error`} />}
    </div>
  );
}
