import { saveFile } from '../../../lib/save-file';

/** The export screens' file names (spec §7: 'PC-Tile-{id}.php', 'Peer-Challenge-{id}.php'). */
export const EXPORT_FILE_NAMES = {
  tile: (id: number) => `PC-Tile-${id}.php`,
  summary: (id: number) => `PC-Summary-${id}.php`,
  peerChallenge: (id: number) => `Peer-Challenge-${id}.php`,
  docx: (id: number) => `PC-Summary-${id}.docx`,
} as const;

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Hands a file made in the browser to the downloads folder (an object URL and a click on a link, in
 * `lib/save-file.ts`). The `.php` fragments are saved as text/html: they hold HTML only,
 * for the site's templates to include.
 */
export function downloadFile(content: Blob | string, fileName: string, type = 'text/html;charset=utf-8') {
  saveFile(typeof content === 'string' ? new Blob([content], { type }) : content, fileName);
}
