import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
import { useTranslation } from '../../shared/i18n';
import { PictureRefused, uploadPicture } from './api';

/**
 * A picture for one language, as an antd form control: shows the picture the item has (an address or a stored name),
 * and uploads a new one through the file service, keeping its stored name. The server checks it is an uploaded image.
 */
export function PictureField({ value, onChange, label, testId }: { value?: string; onChange?: (value: string) => void; label: string; testId: string }) {
  const { t } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange?.(await uploadPicture(file));
    } catch (error) {
      void message.error(error instanceof PictureRefused ? error.message : t('uploadFailed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space align="center" wrap>
      {value ? <img src={storedFileAddress(value)} alt={label} className="catalogue__thumb" data-testid={`${testId}-preview`} /> : <span className="muted">{t('noPicture')}</span>}
      <Button icon={<PictureOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {value ? t('replacePicture') : t('uploadPicture')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        className="catalogue__file"
        aria-label={label}
        data-testid={`${testId}-file`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
    </Space>
  );
}
