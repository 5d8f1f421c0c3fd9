import drawing from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { kitIcon } from './kitIcon';

export const UploadOutlined = /* @__PURE__ */ kitIcon(drawing);
