import drawing from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { kitIcon } from './kitIcon';

export const FileTextOutlined = /* @__PURE__ */ kitIcon(drawing);
