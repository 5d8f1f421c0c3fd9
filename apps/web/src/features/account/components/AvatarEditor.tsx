import * as ApiPath from '@clearlot/contract/api/paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { avatarAddress } from '../../../shared/session/avatar';
import { Avatar } from '../../../shared/ui/kit/Avatar';
import { Button } from '../../../shared/ui/kit/Button';
import { toast } from '../../../shared/ui/kit/feedback';
import { UserOutlined } from '../../../shared/ui/kit/icons/UserOutlined';
import { useProfileChange } from '../api/profile';

/**
 * The avatar (§3): the picture shown, a photo to upload in its place (JPG or PNG, up to 10 MB, by
 * the shared upload), and removing it. The upload becomes the avatar as soon as it is stored.
 */
export function AvatarEditor({ icon }: { icon: string | null }) {
  const { t } = useTranslation('account');
  const update = useProfileChange(ApiPath.user.updateAvatar);
  const set = async (next: string | null) => {
    try {
      await update.mutateAsync({ icon: next });
      toast.success(next ? t('profile.avatarSaved') : t('profile.avatarRemoved'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('profile.avatarFailed'));
    }
  };
  return (
    <div className="profile-value">
      <span data-testid="profile-avatar">
        <Avatar size={64} src={avatarAddress(icon)} icon={<UserOutlined />} alt={t('profile.avatar')} />
      </span>
      <ImageUpload
        value={[]}
        onChange={(photos) => {
          const uploaded = photos.at(-1);
          if (uploaded) void set(uploaded.url);
        }}
        maxCount={1}
        label={t('profile.avatarUpload')}
        appName="srs-user-service"
        disabled={update.isPending}
      />
      {icon && (
        <Button onClick={() => void set(null)} loading={update.isPending} data-testid="profile-avatar-remove">
          {t('profile.avatarRemove')}
        </Button>
      )}
    </div>
  );
}
