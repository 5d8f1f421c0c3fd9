import { describe, expect, it } from 'vitest';
import { ErrorCatalogue } from '../errors';
import { MAX_UPLOAD_BYTES, acceptAttribute, acceptedExtensions, acceptsType, fileNameExtension, typeRefusal, uploadProblem } from './upload';

describe('upload rules (docs/product.md §5 images, §7 file upload)', () => {
  it('takes JPG, JPEG and PNG photos, and PDF besides for documents', () => {
    expect(acceptedExtensions('photo')).toEqual(['jpg', 'jpeg', 'png']);
    expect(acceptedExtensions('document')).toEqual(['jpg', 'jpeg', 'png', 'pdf']);
    expect(acceptAttribute('photo')).toBe('.jpg,.jpeg,.png');
  });

  it('reads the ending of a name in lower case, or none', () => {
    expect(fileNameExtension('Photo.JPG')).toBe('jpg');
    expect(fileNameExtension('archive.tar.gz')).toBe('gz');
    expect(fileNameExtension('photo')).toBeNull();
    expect(fileNameExtension('photo.')).toBeNull();
    expect(fileNameExtension('folder.png/photo')).toBeNull();
  });

  it('accepts a good photo, whatever the case of its ending or the script of its name', () => {
    expect(uploadProblem({ name: 'return 1.png', size: 1 }, 'photo')).toBeNull();
    expect(uploadProblem({ name: '退货照片.JPEG', size: 1024 }, 'photo')).toBeNull();
    expect(uploadProblem({ name: 'scan.pdf', size: 1024 }, 'document')).toBeNull();
  });

  it('refuses other endings with the list the kind takes (§5 wording for photos)', () => {
    expect(uploadProblem({ name: 'moving.gif', size: 10 }, 'photo')).toBe('uploadPhotoType');
    expect(uploadProblem({ name: 'setup.exe', size: 10 }, 'photo')).toBe('uploadPhotoType');
    expect(uploadProblem({ name: 'photo', size: 10 }, 'photo')).toBe('uploadPhotoType');
    expect(uploadProblem({ name: 'scan.pdf', size: 10 }, 'photo')).toBe('uploadPhotoType');
    expect(uploadProblem({ name: 'notes.txt', size: 10 }, 'document')).toBe('uploadDocumentType');
    expect(ErrorCatalogue[typeRefusal('photo')].en).toBe('Only JPG,PNG and JPEG are supported.');
  });

  it('takes exactly 10 MB and refuses one byte more, and refuses an empty file', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(uploadProblem({ name: 'a.png', size: MAX_UPLOAD_BYTES }, 'photo')).toBeNull();
    expect(uploadProblem({ name: 'a.png', size: MAX_UPLOAD_BYTES + 1 }, 'photo')).toBe('uploadTooLarge');
    expect(uploadProblem({ name: 'a.png', size: 0 }, 'photo')).toBe('uploadEmpty');
  });

  it('refuses names that are empty, longer than 255 characters, or carry control characters', () => {
    expect(uploadProblem({ name: `${'n'.repeat(251)}.png`, size: 1 }, 'photo')).toBeNull();
    for (const name of ['', `${'n'.repeat(252)}.png`, 'a\0b.png', 'a\nb.png', 'a\u0085b.png', 'a\ud800b.png']) {
      expect(uploadProblem({ name, size: 1 }, 'photo'), JSON.stringify(name)).toBe('uploadNameInvalid');
    }
  });

  it('takes a type read from the bytes only when the kind does', () => {
    expect(acceptsType('photo', 'image/png')).toBe(true);
    expect(acceptsType('photo', 'application/pdf')).toBe(false);
    expect(acceptsType('document', 'application/pdf')).toBe(true);
    expect(acceptsType('photo', 'image/gif')).toBe(false);
    expect(acceptsType('photo', undefined)).toBe(false);
  });
});
