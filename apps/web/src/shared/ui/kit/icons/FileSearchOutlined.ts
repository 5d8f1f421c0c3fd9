import drawing from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { kitIcon } from './kitIcon';

export const FileSearchOutlined = /* @__PURE__ */ kitIcon(drawing);
