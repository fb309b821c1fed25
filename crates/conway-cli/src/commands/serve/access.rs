//! Who may use the server: requests that name it in `Host` and come from its own pages.
//!
//! A page of another site that the user visits can make the browser send requests to
//! `127.0.0.1:PORT` (a form, or `fetch` with `Content-Type: text/plain`, needs no CORS
//! preflight), and a site whose name is made to resolve to 127.0.0.1 (*DNS rebinding*)
//! even reads the answers. So the server answers only requests whose `Host` is the address
//! it is bound to (`localhost:PORT` on a loopback address; any IP literal with the port
//! when bound to all addresses, as a literal cannot be rebound) and, when the browser says
//! where the request comes from (`Origin`), only its own origin `http://HOST`. A `POST`
//! must send JSON as `application/json`, which no page of another origin may do without
//! a preflight the server never grants.

use std::net::{IpAddr, SocketAddr};

/// Whether `host` and `origin` (the headers, if sent) name the server bound to `bound`;
/// else why not.
pub fn check(bound: SocketAddr, host: Option<&str>, origin: Option<&str>) -> Result<(), String> {
    let Some(host) = host else {
        return Err("the request has no Host header".into());
    };
    if !names_server(bound, host) {
        return Err(format!(
            "the Host {host:?} is not this server's address (requests must name \
             http://{bound}/ or, on a loopback address, http://localhost:{}/)",
            bound.port()
        ));
    }
    match origin {
        Some(origin) if !origin.eq_ignore_ascii_case(&format!("http://{host}")) => Err(format!(
            "requests from the origin {origin:?} are refused: only pages of this server \
             (http://{host}) may use it"
        )),
        _ => Ok(()),
    }
}

/// Whether the `Host` header `host` (`NAME[:PORT]`, an IPv6 address in brackets) names
/// the server bound to `bound`.
fn names_server(bound: SocketAddr, host: &str) -> bool {
    let (name, port) = match host.strip_prefix('[') {
        Some(rest) => match rest.split_once(']') {
            Some((address, "")) => (address, None),
            Some((address, port)) => match port.strip_prefix(':') {
                Some(port) => (address, Some(port)),
                None => return false,
            },
            None => return false,
        },
        None => match host.split_once(':') {
            Some((name, port)) => (name, Some(port)),
            None => (host, None),
        },
    };
    let port = match port {
        Some(digits) => digits.parse::<u16>().ok(),
        None => Some(80),
    };
    if port != Some(bound.port()) {
        return false;
    }
    let ip = bound.ip();
    if name.eq_ignore_ascii_case("localhost") {
        return ip.is_loopback() || ip.is_unspecified();
    }
    match name.parse::<IpAddr>() {
        Ok(named) => named == ip || ip.is_unspecified(),
        Err(_) => false,
    }
}

/// Whether a `Content-Type` is JSON (`application/json`, perhaps with parameters).
pub fn is_json(content_type: Option<&str>) -> bool {
    content_type.is_some_and(|t| {
        t.split(';')
            .next()
            .is_some_and(|media| media.trim().eq_ignore_ascii_case("application/json"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_that_name_the_server() {
        let loopback: SocketAddr = "127.0.0.1:7878".parse().unwrap();
        for host in ["127.0.0.1:7878", "localhost:7878", "LOCALHOST:7878"] {
            assert!(names_server(loopback, host), "{host}");
        }
        for host in [
            "127.0.0.1:7879",
            "127.0.0.1",
            "evil.example:7878",
            "127.0.0.2:7878",
            "[::1]:7878",
            "localhost:7878:1",
            "localhost:",
            "",
        ] {
            assert!(!names_server(loopback, host), "{host}");
        }
        let v6: SocketAddr = "[::1]:80".parse().unwrap();
        for host in ["[::1]:80", "[::1]", "localhost"] {
            assert!(names_server(v6, host), "{host}");
        }
        assert!(!names_server(v6, "127.0.0.1:80"));
        assert!(!names_server(v6, "[::1]x"));
        let any: SocketAddr = "0.0.0.0:8080".parse().unwrap();
        assert!(names_server(any, "192.168.1.5:8080"));
        assert!(names_server(any, "localhost:8080"));
        assert!(!names_server(any, "rebound.example:8080"));
    }

    #[test]
    fn origins_and_content_types() {
        let bound: SocketAddr = "127.0.0.1:7878".parse().unwrap();
        let host = Some("127.0.0.1:7878");
        assert!(check(bound, host, None).is_ok());
        assert!(check(bound, host, Some("http://127.0.0.1:7878")).is_ok());
        for origin in [
            "http://evil.example",
            "null",
            "http://localhost:7878",
            "https://127.0.0.1:7878",
        ] {
            assert!(check(bound, host, Some(origin)).is_err(), "{origin}");
        }
        assert!(check(bound, None, None).is_err());
        assert!(is_json(Some("application/json")));
        assert!(is_json(Some("Application/JSON; charset=utf-8")));
        for t in [
            None,
            Some("text/plain"),
            Some("application/jsonx"),
            Some("multipart/form-data"),
        ] {
            assert!(!is_json(t), "{t:?}");
        }
    }
}
