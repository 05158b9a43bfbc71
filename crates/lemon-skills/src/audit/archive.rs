//! A bounded reader of zip containers (`.zip`, `.jar`, and the Office formats `.docx`,
//! `.xlsx`, `.pptx`, which are zip files of XML) and of tar archives, plain or gzipped:
//! the entries' names and contents (and a tar's links with their targets), at most
//! [`MAX_ENTRIES`] entries and [`MAX_ENTRY_BYTES`] / [`MAX_TOTAL_BYTES`] decompressed,
//! stored or deflated (other methods and encrypted entries are reported, not read).
//! Also the text of Office XML parts (tags dropped, paragraphs kept as lines).

use miniz_oxide::inflate::decompress_to_vec_with_limit;

/// Most entries read from one container.
pub const MAX_ENTRIES: usize = 1_000;
/// Most decompressed bytes of one entry.
pub const MAX_ENTRY_BYTES: usize = 8 << 20;
/// Most decompressed bytes of one container.
pub const MAX_TOTAL_BYTES: usize = 32 << 20;

/// One entry of a container.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// An entry read whole.
    File { name: String, data: Vec<u8> },
    /// An entry that could not be read (encrypted, unknown method, over a bound, corrupt).
    Unreadable { name: String, why: &'static str },
    /// A tar's symbolic or hard link, with the path it points at.
    Link { name: String, target: String },
}

impl Entry {
    /// The entry's path inside its container.
    pub fn name(&self) -> &str {
        match self {
            Entry::File { name, .. }
            | Entry::Unreadable { name, .. }
            | Entry::Link { name, .. } => name,
        }
    }
}

/// Whether `bytes` start like a zip file.
pub fn is_zip(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06")
}

fn u16_at(b: &[u8], at: usize) -> Option<usize> {
    b.get(at..at + 2)
        .map(|s| u16::from_le_bytes([s[0], s[1]]) as usize)
}

fn u32_at(b: &[u8], at: usize) -> Option<usize> {
    b.get(at..at + 4)
        .map(|s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]) as usize)
}

/// The entries of a zip container; `None` when it is not one that can be read at all.
pub fn entries(bytes: &[u8]) -> Option<Vec<Entry>> {
    // End of central directory: within the last 64 KiB + 22 bytes.
    let tail_start = bytes.len().saturating_sub(65_557);
    let eocd = (tail_start..bytes.len().saturating_sub(21))
        .rev()
        .find(|&i| bytes[i..].starts_with(b"PK\x05\x06"))?;
    let count = u16_at(bytes, eocd + 10)?;
    let mut at = u32_at(bytes, eocd + 16)?;
    let mut out = Vec::new();
    let mut total = 0usize;
    for _ in 0..count.min(MAX_ENTRIES) {
        if bytes.get(at..at + 4)? != b"PK\x01\x02" {
            break;
        }
        let flags = u16_at(bytes, at + 8)?;
        let method = u16_at(bytes, at + 10)?;
        let csize = u32_at(bytes, at + 20)?;
        let usize_ = u32_at(bytes, at + 24)?;
        let nlen = u16_at(bytes, at + 28)?;
        let elen = u16_at(bytes, at + 30)?;
        let clen = u16_at(bytes, at + 32)?;
        let local = u32_at(bytes, at + 42)?;
        let name = String::from_utf8_lossy(bytes.get(at + 46..at + 46 + nlen)?).into_owned();
        at += 46 + nlen + elen + clen;
        if name.ends_with('/') {
            continue;
        }
        let unreadable = |why| Entry::Unreadable {
            name: name.clone(),
            why,
        };
        if flags & 1 != 0 {
            out.push(unreadable("encrypted"));
            continue;
        }
        if usize_ > MAX_ENTRY_BYTES || total + usize_ > MAX_TOTAL_BYTES {
            out.push(unreadable("too large to inspect"));
            continue;
        }
        let data_at = match (u16_at(bytes, local + 26), u16_at(bytes, local + 28)) {
            (Some(n), Some(e)) if bytes.get(local..local + 4) == Some(b"PK\x03\x04") => {
                local + 30 + n + e
            }
            _ => {
                out.push(unreadable("corrupt"));
                continue;
            }
        };
        let Some(raw) = bytes.get(data_at..data_at.saturating_add(csize)) else {
            out.push(unreadable("corrupt"));
            continue;
        };
        let data = match method {
            0 => raw.to_vec(),
            8 => match decompress_to_vec_with_limit(
                raw,
                MAX_ENTRY_BYTES.min(MAX_TOTAL_BYTES - total),
            ) {
                Ok(d) => d,
                Err(_) => {
                    out.push(unreadable("corrupt or too large to inspect"));
                    continue;
                }
            },
            _ => {
                out.push(unreadable("unsupported compression"));
                continue;
            }
        };
        total += data.len();
        out.push(Entry::File { name, data });
    }
    Some(out)
}

/// Whether `bytes` start like a gzip stream.
pub fn is_gzip(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x1f\x8b\x08")
}

/// The decompressed contents of a gzip stream (its first member), at most
/// [`MAX_TOTAL_BYTES`]; `None` when it is corrupt or larger.
pub fn gunzip(bytes: &[u8]) -> Option<Vec<u8>> {
    if !is_gzip(bytes) {
        return None;
    }
    let flags = *bytes.get(3)?;
    let mut at = 10;
    if flags & 4 != 0 {
        at += 2 + u16_at(bytes, at)?;
    }
    // File name and comment: NUL-terminated.
    for bit in [8, 16] {
        if flags & bit != 0 {
            at += bytes.get(at..)?.iter().position(|&b| b == 0)? + 1;
        }
    }
    if flags & 2 != 0 {
        at += 2;
    }
    decompress_to_vec_with_limit(bytes.get(at..)?, MAX_TOTAL_BYTES).ok()
}

/// Whether `bytes` are a tar archive (the POSIX `ustar` magic of its first header).
pub fn is_tar(bytes: &[u8]) -> bool {
    bytes.get(257..262) == Some(b"ustar")
}

/// A NUL-terminated field of a tar header.
fn tar_field(b: &[u8]) -> String {
    let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
    String::from_utf8_lossy(&b[..end]).into_owned()
}

/// The entries of a tar archive: regular files read whole, links with their targets;
/// `None` when it is not one. GNU long names and pax `path` records name the entry
/// after them; directories and other special entries are skipped.
pub fn tar_entries(bytes: &[u8]) -> Option<Vec<Entry>> {
    if !is_tar(bytes) {
        return None;
    }
    let mut out = Vec::new();
    let mut total = 0usize;
    let mut at = 0usize;
    let mut long_name: Option<String> = None;
    while out.len() < MAX_ENTRIES {
        let Some(h) = bytes.get(at..at + 512) else {
            break;
        };
        if h.iter().all(|&b| b == 0) {
            break;
        }
        let size_field = &h[124..136];
        // Base-256 sizes (high bit set) only come with files far over the bounds.
        let size = if size_field[0] & 0x80 != 0 {
            usize::MAX
        } else {
            let octal = tar_field(size_field);
            usize::from_str_radix(octal.trim(), 8).ok()?
        };
        let data_at = at + 512;
        let Some(next) = size
            .div_ceil(512)
            .checked_mul(512)
            .and_then(|n| data_at.checked_add(n))
        else {
            out.push(Entry::Unreadable {
                name: tar_field(&h[0..100]),
                why: "too large to inspect",
            });
            break;
        };
        let data = bytes.get(data_at..data_at + size);
        at = next;
        let mut name = tar_field(&h[0..100]);
        let prefix = tar_field(&h[345..500]);
        if !prefix.is_empty() {
            name = format!("{prefix}/{name}");
        }
        if let Some(long) = long_name.take() {
            name = long;
        }
        match h[156] {
            b'L' => long_name = data.map(tar_field),
            b'x' => {
                // Pax records: `<len> path=<name>\n`.
                long_name = data.and_then(|d| {
                    String::from_utf8_lossy(d)
                        .lines()
                        .find_map(|l| l.split_once(" path=").map(|(_, p)| p.to_string()))
                });
            }
            b'1' | b'2' => out.push(Entry::Link {
                name,
                target: tar_field(&h[157..257]),
            }),
            b'0' | 0 | b'7' => {
                let unreadable = |why| Entry::Unreadable {
                    name: name.clone(),
                    why,
                };
                match data {
                    _ if size > MAX_ENTRY_BYTES || total + size > MAX_TOTAL_BYTES => {
                        out.push(unreadable("too large to inspect"));
                    }
                    None => {
                        out.push(unreadable("corrupt"));
                        break;
                    }
                    Some(d) => {
                        total += d.len();
                        out.push(Entry::File {
                            name,
                            data: d.to_vec(),
                        });
                    }
                }
            }
            _ => {}
        }
    }
    Some(out)
}

/// The readable text of an Office / XML part: tags removed, paragraph and line ends
/// kept, the five XML entities and numeric references decoded.
pub fn xml_text(xml: &str) -> String {
    let mut out = String::with_capacity(xml.len() / 2);
    let mut rest = xml;
    while let Some(lt) = rest.find('<') {
        push_entities(&mut out, &rest[..lt]);
        let Some(gt) = rest[lt..].find('>') else {
            rest = "";
            break;
        };
        let tag = &rest[lt + 1..lt + gt];
        let name = tag
            .trim_start_matches('/')
            .split([' ', '/'])
            .next()
            .unwrap_or("");
        if tag.starts_with('/')
            && matches!(
                name,
                "w:p" | "a:p" | "p" | "div" | "row" | "si" | "text:p" | "li" | "tr"
            )
            || matches!(name, "w:br" | "br" | "a:br" | "w:cr")
        {
            out.push('\n');
        } else if matches!(name, "w:tab" | "td" | "c") {
            out.push(' ');
        }
        rest = &rest[lt + gt + 1..];
    }
    push_entities(&mut out, rest);
    out
}

fn push_entities(out: &mut String, s: &str) {
    if !s.contains('&') {
        out.push_str(s);
        return;
    }
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let end = after.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| {
            let ent = &after[..e];
            match ent {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                _ => ent
                    .strip_prefix("#x")
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .or_else(|| ent.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            }
        });
        match (decoded, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &after[e + 1..];
            }
            _ => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A minimal zip writer for tests (stored or deflated entries).
    pub fn zip(entries: &[(&str, &[u8], bool)]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut central = Vec::new();
        for (name, data, deflate) in entries {
            let body = if *deflate {
                miniz_oxide::deflate::compress_to_vec(data, 6)
            } else {
                data.to_vec()
            };
            let method: u16 = if *deflate { 8 } else { 0 };
            let offset = out.len() as u32;
            out.extend_from_slice(b"PK\x03\x04");
            out.extend_from_slice(&[20, 0, 0, 0]);
            out.extend_from_slice(&method.to_le_bytes());
            out.extend_from_slice(&[0; 8]); // time, date, crc
            out.extend_from_slice(&(body.len() as u32).to_le_bytes());
            out.extend_from_slice(&(data.len() as u32).to_le_bytes());
            out.extend_from_slice(&(name.len() as u16).to_le_bytes());
            out.extend_from_slice(&[0, 0]);
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(&body);
            central.extend_from_slice(b"PK\x01\x02");
            central.extend_from_slice(&[20, 0, 20, 0, 0, 0]);
            central.extend_from_slice(&method.to_le_bytes());
            central.extend_from_slice(&[0; 8]);
            central.extend_from_slice(&(body.len() as u32).to_le_bytes());
            central.extend_from_slice(&(data.len() as u32).to_le_bytes());
            central.extend_from_slice(&(name.len() as u16).to_le_bytes());
            central.extend_from_slice(&[0; 12]);
            central.extend_from_slice(&offset.to_le_bytes());
            central.extend_from_slice(name.as_bytes());
        }
        let cd_at = out.len() as u32;
        out.extend_from_slice(&central);
        out.extend_from_slice(b"PK\x05\x06");
        out.extend_from_slice(&[0; 4]);
        out.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        out.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        out.extend_from_slice(&(central.len() as u32).to_le_bytes());
        out.extend_from_slice(&cd_at.to_le_bytes());
        out.extend_from_slice(&[0, 0]);
        out
    }

    #[test]
    fn reads_stored_and_deflated_entries() {
        let z = zip(&[
            ("a.txt", b"hello", false),
            (
                "word/document.xml",
                b"<w:p><w:t>run &amp; go</w:t></w:p>",
                true,
            ),
        ]);
        assert!(is_zip(&z));
        let e = entries(&z).unwrap();
        assert_eq!(e.len(), 2);
        match &e[1] {
            Entry::File { name, data } => {
                assert_eq!(name, "word/document.xml");
                assert_eq!(xml_text(std::str::from_utf8(data).unwrap()), "run & go\n");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn garbage_is_not_a_container_and_bombs_are_bounded() {
        assert!(entries(b"PK\x03\x04garbage").is_none());
        let big = vec![b'a'; MAX_ENTRY_BYTES + 1];
        let z = zip(&[("big.txt", &big, true)]);
        assert!(matches!(&entries(&z).unwrap()[0], Entry::Unreadable { .. }));
    }
}
