import drawing from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import { kitIcon } from './kitIcon';

export const FileDoneOutlined = /* @__PURE__ */ kitIcon(drawing);
