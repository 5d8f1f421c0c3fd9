import drawing from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { kitIcon } from './kitIcon';

export const DownloadOutlined = /* @__PURE__ */ kitIcon(drawing);
