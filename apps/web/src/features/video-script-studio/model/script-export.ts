import type { VideoScript } from '@forja/contracts';
import { fileNameFrom } from '@/lib/file-name';

/** Section titles in the interface language, for the exported text. */
export interface ScriptLabels {
  hook: string;
  introduction: string;
  mainContent: string;
  scene: (n: number) => string;
  callToAction: string;
  duration: string;
  hashtags: string;
  visualNotes: string;
}

/** The script as plain text (copy to the clipboard). */
export function scriptToText(s: VideoScript, l: ScriptLabels): string {
  return [
    s.title,
    `${l.hook}: ${s.hook}`,
    `${l.introduction}: ${s.introduction}`,
    `${l.mainContent}:`,
    ...s.main_content.map((scene, i) => `${l.scene(i + 1)}: ${scene}`),
    `${l.callToAction}: ${s.call_to_action}`,
    `${l.duration}: ${s.estimated_duration}`,
    `${l.hashtags}: ${s.hashtags.join(' ')}`,
    `${l.visualNotes}:`,
    ...s.visual_notes.map((note) => `- ${note}`),
  ].join('\n');
}

/** The script as Markdown (download). */
export function scriptToMarkdown(s: VideoScript, l: ScriptLabels): string {
  return [
    `# ${s.title}`,
    `## ${l.hook}\n\n${s.hook}`,
    `## ${l.introduction}\n\n${s.introduction}`,
    `## ${l.mainContent}\n\n${s.main_content.map((scene, i) => `### ${l.scene(i + 1)}\n\n${scene}`).join('\n\n')}`,
    `## ${l.callToAction}\n\n${s.call_to_action}`,
    `**${l.duration}:** ${s.estimated_duration}`,
    `**${l.hashtags}:** ${s.hashtags.join(' ')}`,
    `## ${l.visualNotes}\n\n${s.visual_notes.map((note) => `- ${note}`).join('\n')}`,
  ].join('\n\n');
}

/** A file name from the title: letters and digits, dashes between. */
export function markdownFileName(title: string): string {
  return fileNameFrom(title, 'video-script', 'md');
}
