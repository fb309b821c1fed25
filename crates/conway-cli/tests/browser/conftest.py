"""Fixtures of the explorer's browser tests: a `conway serve` process on a free port
(CONWAY_BIN, default target/debug/conway) and headless Chromium driven by chromedriver
(Debian's packages: /usr/bin/chromium, /usr/bin/chromedriver). On a failure, a
screenshot of the page goes to target/browser-screenshots/ and its path into the test
output."""

import os
import pathlib
import subprocess

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[4]
SCREENSHOTS = ROOT / "target" / "browser-screenshots"


def serve(*options):
    """Starts `conway serve` with `options` on a free port: the process and its address."""
    binary = os.environ.get("CONWAY_BIN", str(ROOT / "target" / "debug" / "conway"))
    process = subprocess.Popen([binary, "serve", "--port", "0", *options],
                               stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    return process, "http://" + line.split("http://")[1].split("/")[0]


@pytest.fixture(scope="session")
def server():
    # No work limit, so that the long computation of the cancelling test runs until cancelled.
    process, address = serve("--time-limit", "20", "--work-limit", "0")
    yield address
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="session")
def limited_server():
    """A server with a small work limit, so that a modest position is refused."""
    process, address = serve("--work-limit", "1000")
    yield address
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1400,1800"]:
        options.add_argument(flag)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.implicitly_wait(0)
    yield driver
    driver.quit()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    driver = item.funcargs.get("browser")
    if report.when == "call" and report.failed and driver is not None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / (item.name + ".png")
        driver.save_screenshot(str(path))
        report.sections.append(("screenshot", str(path)))
        print(f"screenshot of the page: {path}")
